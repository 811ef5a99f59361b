import { createIntroPage } from '@/components/page/intro-page';

const page = createIntroPage('apiDocs');
export const generateMetadata = page.generateMetadata;
export default page.Page;
