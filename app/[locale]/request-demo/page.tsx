import { createIntroPage } from '@/components/page/intro-page';

const page = createIntroPage('requestDemo');
export const generateMetadata = page.generateMetadata;
export default page.Page;
