-- dataroom 001: each seller's data room (spec 02 section 3, File and Folder). The root folder has no parent and an
-- empty name; file bytes live on disk under the sandbox's data folder, named by storage_key.
CREATE TABLE dataroom_folders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES dataroom_folders (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((parent_id IS NULL) = (name = ''))
);
CREATE UNIQUE INDEX dataroom_folders_root_idx ON dataroom_folders (seller_id) WHERE parent_id IS NULL;
CREATE UNIQUE INDEX dataroom_folders_name_idx ON dataroom_folders (seller_id, parent_id, lower(name)) WHERE parent_id IS NOT NULL;

CREATE TABLE dataroom_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
  folder_id uuid NOT NULL REFERENCES dataroom_folders (id) ON DELETE CASCADE,
  name text NOT NULL,
  extension text NOT NULL,
  type text NOT NULL CHECK (type IN ('ORDER_FORM', 'MSA', 'SOW', 'OTHER', 'FINANCING_SUMMARY', 'PERSONAL_GUARANTY')),
  size bigint NOT NULL CHECK (size >= 0),
  storage_key text NOT NULL UNIQUE,
  immutable boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  uploaded_by uuid REFERENCES users (id),
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dataroom_files_folder_idx ON dataroom_files (seller_id, folder_id);
CREATE UNIQUE INDEX dataroom_files_name_idx ON dataroom_files (folder_id, lower(name));
