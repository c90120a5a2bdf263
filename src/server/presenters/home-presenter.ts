import type { HomeContentDto } from '../../shared/api/public-content.ts';
import type { Language } from '../../shared/language.ts';
import type { HomeContentRecord } from '../domain/content/home-content.ts';
import { textOf } from '../../shared/localised-text.ts';
import { presentProduct } from './product-presenter.ts';

const noText = { valueEn: '', valueZh: '' };

export function presentHomeContent(home: HomeContentRecord, language: Language): HomeContentDto {
  return {
    ddcContent: {
      title: textOf(home.introTitle ?? noText, 'value', language),
      details: textOf(home.introBody ?? noText, 'value', language),
    },
    ddcCustomerSharings: home.sharings.map((sharing) => ({
      id: sharing.id,
      name: textOf(sharing, 'name', language),
      role: textOf(sharing, 'role', language),
      content: textOf(sharing, 'content', language),
      avatar: sharing.avatar,
    })),
    ddcHeadPicture: home.headPictures.map((picture) => ({
      id: picture.id,
      image: picture.image,
      title: textOf(picture, 'title', language),
      subTitle: textOf(picture, 'subTitle', language),
      buttonText: textOf(picture, 'buttonText', language),
      buttonUrl: picture.buttonUrl,
    })),
    ddcHomeSubjectList: home.subjects.map((subject) => ({
      id: subject.id,
      name: textOf(subject, 'name', language),
      description: textOf(subject, 'description', language),
      icon: subject.icon,
    })),
    pmsProductList: home.products.map((product) => presentProduct(product, language)),
  };
}
