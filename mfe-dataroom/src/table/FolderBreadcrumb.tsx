import { Breadcrumb, BreadcrumbItem } from '@carbon/react';
import { navigate } from '@seller-portal/platform';

export interface FolderBreadcrumbProps {
  /** From the root down to the current folder; each with where it leads. */
  trail: readonly { key: string; name: string; path: string }[];
}

/** The folder path; the root reads "Data Room" and leads to /files (spec 02 section 2). */
export function FolderBreadcrumb({ trail }: FolderBreadcrumbProps) {
  return (
    <Breadcrumb noTrailingSlash aria-label="Folder path" className="data-room-breadcrumb">
      {trail.map((folder, index) => {
        const current = index === trail.length - 1;
        return (
          <BreadcrumbItem
            key={folder.key}
            href={folder.path}
            isCurrentPage={current}
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              if (!current) navigate(folder.path);
            }}
          >
            {folder.name || 'Data Room'}
          </BreadcrumbItem>
        );
      })}
    </Breadcrumb>
  );
}
