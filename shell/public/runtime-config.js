// Development default. In production the API server serves this file.
window.__SOUQ_CONFIG__ = { apiBaseUrl: '/api/v1' };
