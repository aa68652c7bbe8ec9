-- 0005: the updates a long-polling process fetched and has not handled
-- yet (the Telegram client's journal), kept in the database as the bbolt
-- store keeps them in its file: a crash between fetching an update and
-- handling it loses nothing.
CREATE TABLE update_journal (
    source text   NOT NULL, -- the platform client: "tg"
    id     bigint NOT NULL, -- the platform's update id
    raw    bytea  NOT NULL, -- the update as received
    PRIMARY KEY (source, id)
);
