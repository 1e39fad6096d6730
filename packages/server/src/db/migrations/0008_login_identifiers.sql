-- Log-in and password recovery take the user id in any letter case or the e-mail in any case;
-- these indexes keep both look-ups off a full scan of members.
CREATE INDEX members_user_id_upper_idx ON members (upper(user_id));
CREATE INDEX members_email_lower_idx ON members (lower(email));
