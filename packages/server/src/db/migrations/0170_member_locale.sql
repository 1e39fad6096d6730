-- The member's language (issue 27): the app's words follow it on every device and the member's
-- mails are written in it. English, the spec's language, for every member until they choose.
ALTER TABLE members ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi'));
