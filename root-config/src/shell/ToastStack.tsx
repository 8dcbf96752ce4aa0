import { useEffect, useState } from 'react';
import { Link, ToastNotification } from '@carbon/react';
import { toastStore, type Toast } from '@seller-portal/platform';

/** Renders the platform's toasts; every application raises them with showToast. */
export function ToastStack() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  useEffect(() => toastStore.subscribe(setToasts), []);
  return (
    <div className="portal-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastNotification
          key={toast.id}
          kind={toast.kind}
          title={toast.title}
          subtitle={toast.subtitle}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          onClose={() => {
            toastStore.dismiss(toast.id);
            return false;
          }}
        >
          {toast.action ? (
            <Link
              href="#"
              className="portal-toasts__action"
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                toastStore.dismiss(toast.id);
                toast.action?.onClick();
              }}
            >
              {toast.action.label}
            </Link>
          ) : null}
        </ToastNotification>
      ))}
    </div>
  );
}
