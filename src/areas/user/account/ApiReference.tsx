import 'swagger-ui-react/swagger-ui.css';
import './api-reference.css';
import SwaggerUI from 'swagger-ui-react';
import contract from '../../../../openapi/dist/openapi.json';

/** swagger-ui renders the bundled contract; "try it out" is off (no call leaves this page). */
export default function ApiReference() {
  return (
    <SwaggerUI
      spec={contract as object}
      supportedSubmitMethods={[]}
      docExpansion="none"
      defaultModelsExpandDepth={0}
      deepLinking={false}
      tryItOutEnabled={false}
    />
  );
}
