import { NotFound } from '@/components/page/NotFound';

export default NotFound;
