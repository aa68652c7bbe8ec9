-- 0002: leases shared by the processes on one database (storage.Leaser):
-- work that must run once across them (the timers) runs in the holder of
-- its lease until it expires, at Unix nanoseconds expires_ns of the
-- holder's clock.
CREATE TABLE leases (
	name       text COLLATE "C" PRIMARY KEY,
	holder     text COLLATE "C" NOT NULL,
	expires_ns bigint NOT NULL
);
