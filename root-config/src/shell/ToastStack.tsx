import { useEffect, useState } from 'react';
import { Link, ToastNotification } from '@carbon/react';
import { toastStore, type Toast } from '@seller-portal/platform';

/** Renders the platform's toasts (every application raises them with showToast); pointer or focus holds them. */
export function ToastStack() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  useEffect(() => toastStore.subscribe(setToasts), []);
  return (
    <div
      className="portal-toasts"
      aria-live="polite"
      onMouseEnter={() => toastStore.hold()}
      onMouseLeave={() => toastStore.release()}
      onFocus={() => toastStore.hold()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) toastStore.release();
      }}
    >
      {toasts.map((toast) => (
        // Carbon's toast refuses interactive children (it throws): a toast's link sits just below it, in its item.
        <div key={toast.id} className="portal-toasts__item">
          <ToastNotification
            kind={toast.kind}
            title={toast.title}
            subtitle={toast.subtitle}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            onClose={() => {
              toastStore.dismiss(toast.id);
              return false;
            }}
          />
          {toast.action ? (
            <Link
              className="portal-toasts__link"
              href={toast.action.href ?? '#'}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                toastStore.dismiss(toast.id);
                toast.action?.onClick();
              }}
            >
              {toast.action.label}
            </Link>
          ) : null}
        </div>
      ))}
    </div>
  );
}
