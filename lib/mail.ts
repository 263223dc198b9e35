// Validation mail: the SES domain identity (DKIM) for the sending domain and a configuration set.
// Functions that send mail get permission for this identity and this sender address only.
import { Arn, CfnOutput, Stack } from 'aws-cdk-lib';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { MailSender } from './server-function';

export interface MailProps {
  readonly productName: string;
  readonly domain: string;
  readonly fromAddress: string;
  /** Route 53 zone of the domain: when given, the DKIM records are created in it. */
  readonly hostedZone: { readonly id: string; readonly name: string } | undefined;
}

export class Mail extends Construct implements MailSender {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly resourceArns: readonly string[];
  readonly fromAddress: string;
  readonly mailFrom: string;
  readonly configurationSetName: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });

    const zone = props.hostedZone
      ? route53.PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
          hostedZoneId: props.hostedZone.id,
          zoneName: props.hostedZone.name,
        })
      : undefined;
    this.identity = new ses.EmailIdentity(this, 'DomainIdentity', {
      identity: zone ? ses.Identity.publicHostedZone(zone) : ses.Identity.domain(props.domain),
      configurationSet: this.configurationSet,
      dkimSigning: true,
    });

    const stack = Stack.of(this);
    const configurationSetArn = Arn.format({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    }, stack);
    this.resourceArns = [this.identity.emailIdentityArn, configurationSetArn];
    this.fromAddress = props.fromAddress;
    this.mailFrom = `${props.productName} <${props.fromAddress}>`;
    this.configurationSetName = this.configurationSet.configurationSetName;

    if (!zone) {
      // Without a hosted zone the DKIM CNAME records are added by hand (docs/deploy.md).
      for (const [index, record] of this.identity.dkimRecords.entries()) {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: `SES DKIM CNAME ${index + 1} for ${props.domain}: name then value`,
          value: `${record.name} CNAME ${record.value}`,
        });
      }
    }
  }
}
