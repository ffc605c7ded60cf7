-- The deleted-account placeholder (20261130000500) is no person: it receives nothing, so it keeps no
-- notification preferences. The new-user trigger of 20261121000700 gave it a row like anyone's.
delete from public.notification_preferences where user_id = private.deleted_account_id();
