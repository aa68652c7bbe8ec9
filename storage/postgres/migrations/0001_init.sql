-- 0001: the store's tables. Every record is the JSON the bbolt store
-- keeps (package storage's types); the other columns are derived from it,
-- written with it in the same statement, for lookups, order and the
-- invariants the indexes enforce. Text columns are COLLATE "C" so that
-- they sort by bytes, as bbolt's keys do.

-- Every game ever stored: lobby and active games under their key (one at
-- most per key), finished and aborted ones archived under their ID.
CREATE TABLE games (
	id          text COLLATE "C" PRIMARY KEY,
	key         text COLLATE "C" NOT NULL,
	status      text NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'aborted')),
	version     bigint NOT NULL CHECK (version > 0),
	last_action timestamptz,
	next_reminder timestamptz,
	record      json NOT NULL,
	-- the game's storage.GameSummary, for the lists without the logs
	summary     json NOT NULL
);
CREATE UNIQUE INDEX games_live_key ON games (key) WHERE status IN ('lobby', 'active');
CREATE INDEX games_next_reminder ON games (next_reminder) WHERE status IN ('lobby', 'active');

-- The result of every finished game, with the users it counts for.
CREATE TABLE results (
	game_id  text COLLATE "C" PRIMARY KEY REFERENCES games (id),
	key      text COLLATE "C" NOT NULL,
	server   text COLLATE "C",
	finished timestamptz NOT NULL,
	finished_ns bigint NOT NULL,
	record   json NOT NULL
);
CREATE INDEX results_by_chat ON results (key, finished_ns, game_id);
CREATE INDEX results_by_server ON results (server, finished_ns, game_id) WHERE server IS NOT NULL;

CREATE TABLE result_users (
	user_id text COLLATE "C" NOT NULL,
	game_id text COLLATE "C" NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
	PRIMARY KEY (user_id, game_id)
);
CREATE INDEX result_users_game ON result_users (game_id);

CREATE TABLE users (
	id     text COLLATE "C" PRIMARY KEY,
	record json NOT NULL
);

CREATE TABLE chats (
	key    text COLLATE "C" PRIMARY KEY,
	record json NOT NULL
);

-- Each player's rating in each game (ruleset), and the games rated.
CREATE TABLE ratings (
	game    text COLLATE "C" NOT NULL,
	user_id text COLLATE "C" NOT NULL,
	record  json NOT NULL,
	PRIMARY KEY (game, user_id)
);

CREATE TABLE rated (
	game_id text COLLATE "C" PRIMARY KEY,
	game    text COLLATE "C" NOT NULL,
	at      timestamptz NOT NULL
);

-- Each player's best result of each solo puzzle.
CREATE TABLE puzzle_bests (
	user_id text COLLATE "C" NOT NULL,
	puzzle  integer NOT NULL,
	record  json NOT NULL,
	PRIMARY KEY (user_id, puzzle)
);

-- Campaigns, at most one running per chat.
CREATE TABLE campaigns (
	id      text COLLATE "C" PRIMARY KEY,
	key     text COLLATE "C" NOT NULL,
	status  text NOT NULL,
	version bigint NOT NULL CHECK (version > 0),
	record  json NOT NULL
);
CREATE UNIQUE INDEX campaigns_running ON campaigns (key) WHERE status = 'active';

-- Platform update ids handled ("tg:123", "dc:456"), with the Unix time
-- they were handled at; marks older than a week are pruned.
CREATE TABLE handled_updates (
	id text COLLATE "C" PRIMARY KEY,
	at bigint NOT NULL
);
CREATE INDEX handled_updates_at ON handled_updates (at);
