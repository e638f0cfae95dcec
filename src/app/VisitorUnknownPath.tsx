import { useEffect, useState } from 'react';
import { LOGIN_PATH } from '../../resources/screens';
import { findDeclaredScreen } from '../../resources/load';
import { Redirect } from '../routing/location/Redirect';
import { NotFoundPage } from './NotFoundPage';
import { PageLoading } from './PageLoading';
import { useDocumentTitle } from './useDocumentTitle';

/** The 404 is no menu item: titled "Welcome" (spec §2), headed "404 Not Found". */
const StandaloneNotFound = () => {
  useDocumentTitle(null);
  return <NotFoundPage />;
};

/**
 * A path the bespoke route table lacks, opened without a session: a declared screen is private (spec §2: the
 * login path), anything else is the 404. The declarations are asked only here, so the public pages never load them.
 */
export const VisitorUnknownPath = ({ pathname }: { pathname: string }) => {
  const [declared, setDeclared] = useState<boolean>();
  useEffect(() => {
    let live = true;
    findDeclaredScreen(pathname).then(
      (resource) => live && setDeclared(resource !== undefined),
      () => live && setDeclared(false),
    );
    return () => {
      live = false;
    };
  }, [pathname]);
  if (declared === undefined) return <PageLoading />;
  return declared ? <Redirect to={LOGIN_PATH} /> : <StandaloneNotFound />;
};
