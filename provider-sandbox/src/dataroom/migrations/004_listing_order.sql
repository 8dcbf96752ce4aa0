-- dataroom 004: a folder's files in the listing's order (lower(name), then id), so the first page of a folder of
-- thousands of files is read from about a page of index entries, and by upload time, so a folder's last upload (its
-- lastUploadDate, on the folder's own answer and on its row in its parent's page) is one index entry, not a read of
-- every file in it (docs/adr/016, "A page read from an index"). They replace dataroom_files_folder_idx, their first
-- two columns.
CREATE INDEX dataroom_files_listing_idx ON dataroom_files (seller_id, folder_id, lower(name), id);
CREATE INDEX dataroom_files_uploaded_idx ON dataroom_files (seller_id, folder_id, uploaded_at);
DROP INDEX dataroom_files_folder_idx;
