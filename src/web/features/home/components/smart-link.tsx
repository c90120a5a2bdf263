import { Link } from 'react-router';

/** Editors' button URLs: site paths go through the router, anything else opens safely outside. */
export function isSitePath(url: string) {
  return url.startsWith('/') && !url.startsWith('//');
}

export function SmartLink({ href, ...props }: { href: string } & Omit<React.ComponentProps<'a'>, 'href'>) {
  if (isSitePath(href)) return <Link to={href} {...props} />;
  return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />;
}
