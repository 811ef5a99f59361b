import { createIntroPage } from '@/components/page/intro-page';

const page = createIntroPage('awareness');
export const generateMetadata = page.generateMetadata;
export default page.Page;
