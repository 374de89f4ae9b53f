// Nginx settings (spec: a zone's Nginx settings, and the system-wide ones of systemManagement/nginxSetting):
// one screen, configured per scope. The two scopes have their own calls and request schemas (the system's
// fields name their units), hence their own descriptors; the layout, reset, enable switch and editor are one.
import { defineForm, type FormDescriptor } from '../../schema-form/descriptor';
import systemHttp from '../../../forms/client/system-nginx-http.form.json';
import systemStream from '../../../forms/client/system-nginx-stream.form.json';
import systemWorker from '../../../forms/client/system-nginx-worker.form.json';
import zoneHttp from '../../../forms/client/zone-nginx-http.form.json';
import zoneStream from '../../../forms/client/zone-nginx-stream.form.json';
import zoneWorker from '../../../forms/client/zone-nginx-worker.form.json';

export type NginxBlockId = 'http' | 'stream' | 'worker';

export interface NginxBlock {
  id: NginxBlockId;
  form: FormDescriptor;
  /** DELETE: back to the defaults. */
  reset: string;
}

export interface NginxScope {
  scope: 'zone' | 'system';
  /** Whether the zone's own Nginx settings apply at all (GET nginx → enable; PUT {enable}). */
  enable?: { load: string; save: string };
  blocks: NginxBlock[];
  custom: { load: string; save: string };
}

export const ZONE_NGINX: NginxScope = {
  scope: 'zone',
  enable: { load: 'client-zoneNginx-get-nginx', save: 'client-zoneNginx-update-enable' },
  blocks: [
    { id: 'http', form: defineForm(zoneHttp), reset: 'client-zoneNginx-reset-http' },
    { id: 'stream', form: defineForm(zoneStream), reset: 'client-zoneNginx-reset-stream' },
    { id: 'worker', form: defineForm(zoneWorker), reset: 'client-zoneNginx-reset-worker' },
  ],
  custom: { load: 'client-zoneNginx-get-custom', save: 'client-zoneNginx-update-custom' },
};

export const SYSTEM_NGINX: NginxScope = {
  scope: 'system',
  blocks: [
    { id: 'http', form: defineForm(systemHttp), reset: 'client-systemSetting-reset-nginx-http' },
    { id: 'stream', form: defineForm(systemStream), reset: 'client-systemSetting-reset-nginx-stream' },
    { id: 'worker', form: defineForm(systemWorker), reset: 'client-systemSetting-reset-nginx-worker' },
  ],
  custom: { load: 'client-systemSetting-get-nginx-custom', save: 'client-systemSetting-set-nginx-custom' },
};
