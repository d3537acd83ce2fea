/** The reference of a service request as people read it: `SR-000005` (one format, server-wide). */
export const requestNumber = (id: number): string => `SR-${String(id).padStart(6, '0')}`;
