import type { ContentBlockDto } from './api/public-content.ts';
import type { ImageLocation } from './catalogue.ts';
import type { Language } from './language.ts';
import { textOf } from './localised-text.ts';

/** A content block's stored fields, both languages side by side: a saved row or a staff draft. */
export interface BilingualContentBlock {
  id: number;
  imageLocation: ImageLocation;
  titleEn: string;
  titleZh: string;
  moduleEn: string;
  moduleZh: string;
  subTitleEn: string;
  subTitleZh: string;
  detailsEn: string;
  detailsZh: string;
  image: string;
  imageWidth: number | null;
  imageHeight: number | null;
  buttonUrl: string;
  buttonTextEn: string;
  buttonTextZh: string;
  fontSize: number | null;
  align: 'left' | 'center' | 'right';
}

/**
 * A block as a visitor reads it in one language (D4 fallback). The public page and the back
 * office's preview of a draft both go through here, so the preview shows exactly what will be served.
 */
export function contentBlockIn(block: BilingualContentBlock, language: Language): ContentBlockDto {
  return {
    id: block.id,
    imageLocation: block.imageLocation,
    title: textOf(block, 'title', language),
    module: textOf(block, 'module', language),
    subTitle: textOf(block, 'subTitle', language),
    details: textOf(block, 'details', language),
    image: block.image,
    imageWidth: block.imageWidth,
    imageHeigh: block.imageHeight,
    buttonUrl: block.buttonUrl,
    buttonText: textOf(block, 'buttonText', language),
    fontSize: block.fontSize,
    align: block.align,
  };
}
