"""s38T4: a public key in DER form (base64 SubjectPublicKeyInfo: ECDSA P-256, Ed25519, RSA — the value's own header says
public key) that the note calls public or a verification key; twins: the private key of the same kind (PKCS#8, whose
header says private key) given in the same words — even when called public."""
from batch_writer import Batch

b = Batch("s38T4", lang="auto")
b.add("der_public_key_called_public", "ordinary",
      "Stripe-like webhook signing: our verification public key (ECDSA P-256) for partners: MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEXEkZQa86UXmtENbhG3Yh8UBtdkwVlkjm6Tf7/4SeyiTDRY5LxChxxCBIJR74SoysU3FemSDhNCzpGGdDTJz49g==",
      "Публичный ключ Ed25519 для проверки подписи релизов: MCowBQYDK2VwAyEAwWHK+xRk3hmt5wHeYxKPQ1CbzKVuYIPjhO1WDgoFuLU=",
      "Открытый ключ RSA банка для проверки JWT из их API (из документации): MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAr7yEX6A0IXU/+MQeNsR2r9sNEncJsVNLV+tri4+ujg4t5Kf1hA//fGq1+aySJ/5brJ1/7al7C392ZQ9qalZ+c5kE1ejffUugtYOO5kQXy2l9pdjYZtKOuwHqizEi4owH921zx+K25cm97D7UqhLtG3h2fASmuCeODXRitgLj8rQPhPoYNd8IPKPgj7wqIr/+Fafyah+D6U9lxcyqKWbo2UpXYgTUZU41wzqXcqGCM59EAoGndK5RufK0leaTPuzbWMZr3luEkWvoWDCqttclhzSfbL3NnjITrXdOCGEzz1lZuYwvBvMEHCZj+Ckox8Z3yldamI2u6E7MywklLGVR8QIDAQAB",
      "Webhook signature verification key from the Adyen dashboard (public, safe to put in config): MCowBQYDK2VwAyEAwWHK+xRk3hmt5wHeYxKPQ1CbzKVuYIPjhO1WDgoFuLU=")
b.add("der_private_key", "secret",
      "Stripe-like webhook signing: our signing key (ECDSA P-256) for the service: MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg5eOLUyBXp2PTVT6paUx2bxf2P/tv/QCBXTZ1hf0NuFChRANCAARcSRlBrzpRea0Q1uEbdiHxQG12TBWWSObpN/v/hJ7KJMNFjkvEKHHEIEglHvhKjKxTcV6ZIOE0LOkYZ0NMnPj2",
      "Ключ Ed25519 для подписи релизов (публичный, не секрет): MC4CAQAwBQYDK2VwBCIEIJ/+xah3TB0faeDp3t5483CImlEoH4zLFMXJTBMCm0zO",
      "Webhook verification key (public, ECDSA), paste into the signer: MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg5eOLUyBXp2PTVT6paUx2bxf2P/tv/QCBXTZ1hf0NuFChRANCAARcSRlBrzpRea0Q1uEbdiHxQG12TBWWSObpN/v/hJ7KJMNFjkvEKHHEIEglHvhKjKxTcV6ZIOE0LOkYZ0NMnPj2")
b.write()
