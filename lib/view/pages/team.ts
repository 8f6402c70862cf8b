/**
 * The view of a page of the `team` template (content/pages): its heading and body, then each
 * counsellor with their picture and the certificates a family can check.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { siteImages } from '../../present/image-manifest';
import { credentialView } from '../../present/trust';
import { pageIntroView } from './intro';

export function teamView(entry: Entry<TemplatedPage<'team'>>, content: SiteContent) {
  const { common, trust, about } = content.labels;
  const images = siteImages(content);
  return {
    intro: pageIntroView(entry, content.labels),
    label: about.team,
    members: entry.data.members.map((member) => ({
      name: member.name,
      role: member.role,
      bio: member.bio,
      image: member.image ? { ...member.image, images } : null,
      certificates: member.certificates.map((certificate) => credentialView(certificate, trust)),
      sample: member.sample,
    })),
    certificatesHeading: trust.certificates,
    sampleLabel: common.sampleProfile,
    newTabLabel: common.newTab,
  };
}

export type TeamView = ReturnType<typeof teamView>;
