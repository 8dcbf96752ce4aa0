-- dataroom 004: a folder's files in the listing's order (lower(name), then id), so the first page of a folder of
-- thousands of files is read from about a page of index entries (docs/adr/016, "A page read from an index"). It
-- replaces dataroom_files_folder_idx, its first two columns.
CREATE INDEX dataroom_files_listing_idx ON dataroom_files (seller_id, folder_id, lower(name), id);
DROP INDEX dataroom_files_folder_idx;
