-- The advisers' inbox (workers/enquiries/src/inbox/). Reply times are kept apart from the
-- enquiries: only two times, nothing about the family, so the figures outlive the deletion of an
-- enquiry's personal data after the retention period.
CREATE TABLE reply_times (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  answered_at TEXT NOT NULL
);
CREATE INDEX reply_times_by_answered ON reply_times (answered_at);

-- Written by the database itself when an enquiry is first marked answered, in the same statement,
-- so that no answered enquiry can miss its reply time.
CREATE TRIGGER enquiries_first_reply AFTER UPDATE OF answered_at ON enquiries
WHEN OLD.answered_at IS NULL AND NEW.answered_at IS NOT NULL
BEGIN
  INSERT INTO reply_times (created_at, answered_at) VALUES (NEW.created_at, NEW.answered_at);
END;

-- The inbox lists newest first and filters by status.
CREATE INDEX enquiries_by_status ON enquiries (status, created_at);
