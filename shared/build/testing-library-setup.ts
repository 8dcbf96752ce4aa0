import { configure } from '@testing-library/react';

// Lazy modals are transformed on first import; on a busy 2-core machine that can take more than a second.
configure({ asyncUtilTimeout: 5000 });
