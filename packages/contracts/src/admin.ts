/** Platform administrator (ARCHITECTURE §2): sign-in and approvals under /admin. */
import { z } from 'zod';
import { emailSchema, endpoint, idSchema } from './common';

export const adminLoginForm = z.object({
  email: emailSchema,
  // Not trimmed: a password is compared exactly as typed.
  password: z.string().min(1).max(256),
});

const approved = z.object({ id: z.number().int(), is_approved: z.literal(true) });
const idParams = z.object({ id: idSchema });

export const admin = {
  login: endpoint({ method: 'POST', path: '/admin/login', body: adminLoginForm, response: z.object({ token: z.string() }) }),
  approveProvider: endpoint({
    method: 'POST',
    path: '/admin/providers/:id/approve',
    roles: ['admin'],
    params: idParams,
    response: approved,
  }),
  approveProduct: endpoint({
    method: 'POST',
    path: '/admin/products/:id/approve',
    roles: ['admin'],
    params: idParams,
    response: approved,
  }),
};
