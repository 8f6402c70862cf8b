import { contentRoute } from '@/app/content-route';

const route = contentRoute('ur');

// Every content route is known at build time; anything else is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;
export default route.Page;
