import { configure } from '@testing-library/react';

// Screens load lazily and the machine running the suite is shared: give each lookup time.
configure({ asyncUtilTimeout: 15_000 });
