-- Enquiries sent through the form (workers/enquiries/src/index.ts). Every form field is kept as text,
-- exactly as received (trimmed as the form trims), '' for a field left empty.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  -- The form's key for one enquiry, kept across retries; NULL for a form sent without JavaScript.
  idempotency_key TEXT UNIQUE,
  -- A salted SHA-256 of the client's address (never the address), for the rate limit and duplicates.
  client_hash TEXT NOT NULL,
  -- A SHA-256 of the stored fields: the same content from the same client within minutes is one enquiry.
  content_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
  answered_by TEXT,
  answered_at TEXT,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  service TEXT NOT NULL,
  country TEXT NOT NULL,
  mode TEXT NOT NULL,
  date TEXT NOT NULL,
  time TEXT NOT NULL,
  message TEXT NOT NULL,
  subject TEXT NOT NULL
);
CREATE INDEX enquiries_by_client ON enquiries (client_hash, created_at);
CREATE INDEX enquiries_by_created ON enquiries (created_at);

-- Advisers' private notes (for the inbox, a later slice): deleted with their enquiry.
CREATE TABLE enquiry_notes (
  id INTEGER PRIMARY KEY,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  created_at TEXT NOT NULL,
  body TEXT NOT NULL
);

-- Who read which enquiry, and when. By reference, not by row, so the audit outlives the personal
-- data when an enquiry is deleted after the retention period.
CREATE TABLE enquiry_reads (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL,
  reader TEXT NOT NULL,
  read_at TEXT NOT NULL
);
CREATE INDEX enquiry_reads_by_reference ON enquiry_reads (reference);
