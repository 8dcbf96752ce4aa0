import { Suspense } from 'react';
import { lazyComponent } from '@seller-portal/platform';
import type { AccountCreationProps } from './AccountCreation.js';

const AccountCreation = lazyComponent(() => import('./AccountCreation.js'), 'AccountCreation');

/** Account creation and its form code load when it is first shown, not with the customers list. */
export function LazyAccountCreation(props: AccountCreationProps) {
  return (
    <Suspense fallback={null}>
      <AccountCreation {...props} />
    </Suspense>
  );
}
