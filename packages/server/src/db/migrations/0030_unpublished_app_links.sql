-- The first seed wrote made-up store links (an App Store id of zeros): no app is published yet, so
-- the footer must not offer them. Only those seeded values are cleared; a link an administrator set stays.
UPDATE "settings" SET "value" = '' WHERE "key" = 'app_store_link' AND "value" = 'https://apps.apple.com/sa/app/souq/id0000000000';--> statement-breakpoint
UPDATE "settings" SET "value" = '' WHERE "key" = 'google_play_link' AND "value" = 'https://play.google.com/store/apps/details?id=sa.souq.app';
