/** The provider profile as `POST /user/provider/show-profile` answers it (docs/existing-client.md#ec-1-5). */
export interface IdName {
  id: number | null;
  name: string;
}

export interface Attachment {
  name: string;
  link: string;
  alt?: string;
}

export interface Work {
  id: number;
  name: string;
  category: IdName | null;
  service: IdName | null;
  link: string;
  /** Days. */
  duration: number;
  price: number;
  description: string;
  attachments: Attachment[];
  logo?: { link: string } | null;
}

export interface ProfileProduct {
  id: number;
  name: string;
  description: string;
  rate: number;
  is_favorite: boolean;
  price: number;
  price_after_discount: number | null;
  has_discount: boolean;
  discount_percentage: number;
  preview_files_attachments: Attachment[] | null;
  download_count: number;
}

export interface ProfileService {
  id: number;
  name: string;
  price: number;
  duration: number;
}

export interface ProviderProfile {
  id: number;
  name: string;
  image: string | null;
  cv: string;
  experience: string;
  is_follow: boolean;
  /** The chosen service (the stored `service_id`) when this provider offers it, else null. */
  service: { id?: number; duration: number; price: number } | null;
  rate: number;
  works: Work[];
  products: ProfileProduct[];
  section_type: 'freelancer' | 'storeOwner' | 'bothProviders' | string;
  services: ProfileService[];
}
