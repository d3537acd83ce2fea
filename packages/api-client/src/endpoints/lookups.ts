/** Public lookups and forms (contracts `lookups`): one function per endpoint. */
import { type CallInput, call } from '../call';
import { lookups } from '@souq/contracts';

type Body<E extends keyof typeof lookups> = NonNullable<CallInput<(typeof lookups)[E]>['body']>;

export const getSettings = () => call(lookups.settings);
export const getAbout = () => call(lookups.about);
export const getSocials = () => call(lookups.socials);
export const getSliders = () => call(lookups.sliders);
export const getPartners = () => call(lookups.partners);
export const getSections = () => call(lookups.sections);
export const getCountries = () => call(lookups.countries);
export const getCities = () => call(lookups.cities);
export const getFeatures = () => call(lookups.features);
export const getRangePrices = (type?: string) => call(lookups.rangePrices, { query: type ? { type } : {} });
export const getExperiences = () => call(lookups.experiences);
export const getServiceCategories = () => call(lookups.serviceCategories);
export const getStoreCategories = () => call(lookups.storeCategories);
export const getCategoryServices = (categoryId: number) => call(lookups.categoryServices, { params: { id: categoryId } });
export const getBestSellers = () => call(lookups.bestSellers);
export const subscribe = (body: Body<'subscribe'>) => call(lookups.subscribe, { body });
export const contactUs = (body: Body<'contactUs'>) => call(lookups.contactUs, { body });
export const storeComplaint = (body: Body<'complaint'>) => call(lookups.complaint, { body });
