// userManagement/announcementSetting (client): the announcements the operator's customers and sub-clients see,
// from the list descriptor (forms/client/branding/announcements.list.json) and its row form.
import { useLingui } from '@lingui/react/macro';
import announcementsList from '../../../forms/client/branding/announcements.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { AnnouncementList } from './lists';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Announcements`}
        description={t`Notices shown at the top of your customers' and sub-clients' consoles between their start and end, smaller order first. A reader who closes one sees it again only when you change it.`}
      />
      <AnnouncementList list={defineList(announcementsList)} placeName={t`Announcements`} />
    </>
  );
}
