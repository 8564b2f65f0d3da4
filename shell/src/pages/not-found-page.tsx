import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useDocumentTitle } from '../app/use-document-title';

/** Any path no screen answers, /home included (spec §2: in the menu, without a route). */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no screen at this address."
      extra={
        <Link to="/">
          <Button type="primary">Back to the dashboard</Button>
        </Link>
      }
    />
  );
}
