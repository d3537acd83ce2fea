require('@testing-library/jest-dom');
// antd components in @souq/ui load on first render (deferred chunks); in a cold jest module
// registry that takes longer than Testing Library's default 1 s wait.
require('@testing-library/react').configure({ asyncUtilTimeout: 10000 });
