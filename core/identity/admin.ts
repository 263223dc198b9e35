export { isAdmin } from '../data/user-roles';
