-- 0004: a game may be played on from a base (storage.Setup.Base, kept in
-- the record's JSON: the bot's settling of a game under newer rules).
-- Nothing changes in the tables; the version keeps an older program,
-- which would drop the base when it writes the game, from using the
-- database.
SELECT 1;
