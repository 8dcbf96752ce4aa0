-- dataroom 003: folders and files can be renamed, moved and (folders) deleted, and the activity list says so, for
-- folders too; a file can say which requested document it is (docs/adr/006-data-room-access.md).
ALTER TABLE dataroom_activity DROP CONSTRAINT dataroom_activity_action_check;
ALTER TABLE dataroom_activity ADD CONSTRAINT dataroom_activity_action_check
  CHECK (action IN ('UPLOADED', 'DOWNLOADED', 'VIEWED', 'DELETED', 'RENAMED', 'MOVED'));
ALTER TABLE dataroom_activity ADD COLUMN object_type text NOT NULL DEFAULT 'FILE' CHECK (object_type IN ('FILE', 'FOLDER'));
-- RENAMED: the name before; MOVED: the path of the folder it left.
ALTER TABLE dataroom_activity ADD COLUMN previous text;

ALTER TABLE dataroom_files ADD COLUMN requested_document text;
