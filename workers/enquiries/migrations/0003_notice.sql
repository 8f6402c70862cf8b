-- The office e-mail and Turnstile (workers/enquiries/src/office-email.ts, turnstile.ts).

-- Whether the office e-mail for the enquiry went: 'pending' until it is tried (after the answer),
-- then 'sent' (handed to the send_email binding), 'failed' (the binding refused it; the log says
-- why) or 'not-set-up' (no binding or sender address yet: the inbox is the only notice).
ALTER TABLE enquiries ADD COLUMN office_email TEXT NOT NULL DEFAULT 'pending' CHECK (office_email IN ('pending', 'sent', 'failed', 'not-set-up'));

-- Why an enquiry is held for review, or NULL: with Turnstile on, 'turnstile-no-token' (sent without
-- its token: a browser without JavaScript) or 'turnstile-unverified' (Siteverify could not be asked).
ALTER TABLE enquiries ADD COLUMN held_reason TEXT CHECK (held_reason IN ('turnstile-no-token', 'turnstile-unverified'));
