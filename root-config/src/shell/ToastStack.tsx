import { useEffect, useState } from 'react';
import { ToastNotification } from '@carbon/react';
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
        />
      ))}
    </div>
  );
}
