-- reports 002: an export's CSV is written in parts while it is made (docs/adr/016, "The export's file in parts"), so no
-- statement carries the whole file: its report row is written first, not yet complete (neither the user's latest
-- report nor a file to download), then its parts, then it is marked complete. Reports made before keep their CSV in
-- offer_reports.content and are complete.
ALTER TABLE offer_reports ADD COLUMN complete boolean NOT NULL DEFAULT true;

CREATE TABLE offer_report_parts (
  report_id uuid NOT NULL REFERENCES offer_reports (id) ON DELETE CASCADE,
  part integer NOT NULL CHECK (part >= 0),
  content text NOT NULL,
  PRIMARY KEY (report_id, part)
);
