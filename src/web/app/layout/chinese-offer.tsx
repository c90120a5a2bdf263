import { switchLanguage } from '../../i18n/language-preference.ts';
import classes from './chinese-offer.module.css';

/**
 * A quiet offer of the Chinese site to a browser that prefers Chinese, on a first visit in English
 * (issue 33). Written in Chinese whatever the page's language, since it speaks to a reader of
 * Chinese; drawn without Mantine, as the site's frame is, so the home page loads no more for it.
 */
export function ChineseOffer({ onDismiss }: { onDismiss: () => void }) {
  return (
    <aside className={classes.offer} lang="zh" aria-label="语言建议" data-testid="chinese-offer">
      <p className={classes.text}>您的浏览器首选中文。要切换到中文版网站吗？</p>
      <div className={classes.actions}>
        <button type="button" className={classes.accept} onClick={() => switchLanguage('cn')}>
          切换到中文
        </button>
        <button type="button" className={classes.dismiss} onClick={onDismiss}>
          继续使用英文
        </button>
      </div>
    </aside>
  );
}
