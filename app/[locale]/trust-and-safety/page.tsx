import { createIntroPage } from '@/components/page/intro-page';

const page = createIntroPage('trustAndSafety');
export const generateMetadata = page.generateMetadata;
export default page.Page;
