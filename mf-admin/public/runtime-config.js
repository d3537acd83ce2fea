// Standalone harness default: the dev server proxies /api to the API server (SOUQ_API_PROXY).
window.__SOUQ_CONFIG__ = window.__SOUQ_CONFIG__ || { apiBaseUrl: '/api/v1' };
