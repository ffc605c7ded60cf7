// /auth/v1: GoTrue's wire protocol over auth.users.
export { authRoutes } from './routes';
