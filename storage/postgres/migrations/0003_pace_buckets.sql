-- 0003: the Telegram client's pacing buckets (package storage/pace),
-- shared by the processes that send for one bot so that together they
-- keep Telegram's limits: each bucket's theoretical arrival time in Unix
-- nanoseconds (a past one is a full bucket, and may be forgotten).
CREATE TABLE pace_buckets (
	key    text COLLATE "C" PRIMARY KEY,
	tat_ns bigint NOT NULL
);
