declare const __ADMIN_ENABLED__: boolean;
declare const __L4_ATTACK_PAGE__: boolean;
declare const __OFFLINE_LICENSE__: boolean;
declare const __APP_VERSION__: string;
declare const __E2E_HOOKS__: boolean;
