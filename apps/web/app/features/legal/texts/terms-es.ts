import type { LegalDocument } from "../legal-document";

/** Términos y condiciones: reservaciones, no presentación, compras, membresías y tienda. */
export const termsEs: LegalDocument = {
  title: "Términos y condiciones",
  description:
    "Las reglas de Sobremesa: reservaciones y no presentación, compra de planes que hacer, tienda en línea con envíos y devoluciones, membresías con prueba gratuita y cancelación, responsabilidad y ley aplicable.",
  updated: "2026-11-20",
  intro: [
    "Estos términos regulan el uso del sitio, la aplicación y los servicios de Sobremesa en México, Colombia y Costa Rica. Léelos con calma: al crear una cuenta, reservar, comprar o suscribirte los aceptas. Si no estás de acuerdo, no uses el servicio.",
    "El tratamiento de tus datos personales se rige por nuestro aviso de privacidad, que forma parte de estos términos.",
  ],
  sections: [
    {
      id: "quienes-somos",
      heading: "Quiénes somos y a quién aplican",
      blocks: [
        "Sobremesa es un servicio de Sobremesa Tecnologías, S.A.P.I. de C.V., con domicilio en Calle Río Pánuco 147, piso 4, colonia Cuauhtémoc, alcaldía Cuauhtémoc, C.P. 06500, Ciudad de México. Puedes escribirnos a hola@sobremesa.mx.",
        "Para reservar, comprar o suscribirte debes ser mayor de 18 años y tener capacidad legal para contratar. Si reservas o compras en nombre de otras personas, te aseguras de que están de acuerdo.",
        "Sobremesa es un intermediario: los restaurantes, bares y antros («lugares») y los organizadores de planes que hacer son quienes prestan el servicio que reservas o compras, y responden por él. La tienda en línea la opera Sobremesa directamente, salvo que la ficha del producto indique otro vendedor.",
      ],
    },
    {
      id: "cuenta",
      heading: "Tu cuenta",
      blocks: [
        "Puedes reservar como invitado o con una cuenta. Para comprar planes, usar la tienda o suscribirte a la membresía necesitas una cuenta con el correo o el teléfono verificados.",
        "Cuida tu contraseña y los códigos que te enviamos: lo que se haga con tu cuenta se considera hecho por ti, salvo que nos avises de un uso no autorizado. Puedes cerrar tu cuenta en cualquier momento desde el panel de usuario.",
        "Podemos suspender o cancelar cuentas que usen datos falsos, hagan reservaciones que no piensan cumplir, revendan boletos sin autorización o abusen del servicio, avisándote el motivo.",
      ],
    },
    {
      id: "reservaciones",
      heading: "Reservaciones",
      blocks: [
        "Una reservación queda confirmada cuando la ves en pantalla con su código y te llega la confirmación por correo. Con ella, el lugar se compromete a tenerte una mesa para el número de personas, la fecha y la hora elegidos; la mesa o la zona concreta pueden variar según la operación del lugar.",
        "Cada lugar fija su política: tiempo de tolerancia, duración de la mesa, tamaño máximo de grupo, depósito por persona y plazo para cambiar o cancelar. La ves antes de confirmar y en la página de política de pago del lugar.",
        {
          list: [
            "Cambios y cancelaciones: puedes cambiar o cancelar sin costo desde el enlace de tu confirmación o tu panel de usuario hasta el plazo que fije el lugar (por ejemplo, 2 horas antes).",
            "Tolerancia: salvo que el lugar indique otra, te esperamos 15 minutos después de la hora reservada; después, el lugar puede liberar la mesa.",
            "Depósitos: cuando el lugar pide un depósito, se cobra al reservar y se descuenta de tu cuenta en el lugar. Si cancelas dentro del plazo, te lo devolvemos completo al mismo medio de pago.",
            "Cancelación por el lugar: si el lugar cancela o no puede recibirte, te avisamos lo antes posible y te devolvemos íntegro cualquier depósito.",
          ],
        },
        "Los precios, menús y horarios que mostramos los proporciona cada lugar; procuramos que estén al día, pero el lugar puede cambiarlos.",
      ],
    },
    {
      id: "no-presentacion",
      heading: "No presentación",
      blocks: [
        "Hay no presentación cuando no llegas dentro del tiempo de tolerancia y no cancelaste dentro del plazo del lugar. Una mesa vacía es una mesa que otra persona no pudo reservar, por eso:",
        {
          list: [
            "Si la reservación tenía depósito, el lugar puede conservarlo como compensación, conforme a su política de pago.",
            "Registramos la no presentación en tu historial. Con tres no presentaciones en 12 meses podemos pedirte un depósito en reservaciones futuras o suspender la opción de reservar durante 30 días; te avisaremos antes.",
            "Si llegas tarde pero dentro de la tolerancia, el lugar puede ajustar la duración de la mesa.",
          ],
        },
        "Si no pudiste llegar por una causa de fuerza mayor, escríbenos en las 48 horas siguientes y revisaremos el caso con el lugar.",
      ],
    },
    {
      id: "planes-que-hacer",
      heading: "Compra de planes que hacer",
      blocks: [
        "Los planes que hacer (experiencias, catas, clases, eventos) tienen fecha, cupo y tipos de boleto. El precio total, con impuestos y cargos por servicio, se muestra antes de pagar; tus boletos llegan por correo y quedan en tu panel de usuario.",
        {
          list: [
            "El organizador presta la experiencia y responde por su contenido, seguridad y requisitos (edad mínima, vestimenta, identificación).",
            "Los boletos son personales y no se reembolsan por inasistencia. Puedes cederlos a otra persona escribiéndonos antes del evento.",
            "Si el organizador cancela o cambia sustancialmente la fecha, el lugar o el contenido, puedes pedir el reembolso total.",
            "Para eventos con venta de alcohol, el acceso es solo para mayores de 18 años con identificación.",
          ],
        },
      ],
    },
    {
      id: "tienda",
      heading: "Tienda en línea: envíos, devoluciones e impuestos",
      blocks: [
        { subheading: "Precios e impuestos" },
        "Los precios de la tienda están en la moneda del país (pesos mexicanos, pesos colombianos o colones costarricenses). En México incluyen el IVA; en Colombia y Costa Rica incluyen el impuesto al valor agregado que corresponda. Los costos de envío se muestran por separado antes de pagar. Si hay un error evidente en un precio, te avisaremos y podrás confirmar la compra al precio correcto o cancelarla con reembolso total.",
        { subheading: "Envíos" },
        "Enviamos a las direcciones de los países donde opera la tienda. El plazo estimado y el costo se muestran en el pago según tu código postal; el plazo corre desde que se confirma el pago. Te enviamos el número de guía cuando el pedido sale. Al recibir, revisa el paquete; si llega dañado, anótalo con el repartidor o avísanos en 48 horas con fotos.",
        { subheading: "Devoluciones" },
        {
          list: [
            "Puedes revocar tu compra y devolver productos sin uso y en su empaque original dentro de los 5 días hábiles siguientes a la entrega en México y Colombia, y de los 8 días hábiles en Costa Rica. Te devolvemos el precio al mismo medio de pago en un máximo de 15 días desde que recibimos el producto.",
            "No admiten devolución, salvo defecto, los alimentos y bebidas perecederos o abiertos, ni los productos personalizados.",
            "Si un producto llega defectuoso o no corresponde a lo que compraste, lo cambiamos o te devolvemos su precio y el envío, a tu elección, dentro del plazo de garantía que marca la ley.",
          ],
        },
        "Las bebidas alcohólicas solo se venden a mayores de 18 años; el repartidor puede pedir una identificación al entregar.",
      ],
    },
    {
      id: "pagos",
      heading: "Pagos y facturación",
      blocks: [
        "Aceptamos tarjetas de crédito y débito a través de un procesador de pagos certificado. No guardamos el número de tu tarjeta: solo su marca, los últimos cuatro dígitos y el vencimiento, para que la reconozcas. Tu banco puede pedirte una autenticación adicional.",
        "Si necesitas factura (CFDI en México), solicítala desde tu panel de usuario dentro del mes en que hiciste la compra. En Colombia y Costa Rica emitimos la factura electrónica que exige la ley a los datos que nos des.",
      ],
    },
    {
      id: "membresias",
      heading: "Membresías: Premium, Premium B y Plus",
      blocks: [
        "La membresía de Sobremesa (antes «club») te da beneficios en los lugares participantes, como descuentos sobre la cuenta, que se indican en la página de cada lugar y de cada plan. Los planes Premium, Premium B y Plus difieren en beneficios y precio, que se muestran antes de suscribirte.",
        { subheading: "Prueba gratuita de 30 días" },
        {
          list: [
            "Puedes empezar con una prueba gratuita de 30 días. Solo hay una prueba por cliente: no aplica si ya tuviste una antes con la misma cuenta, correo, teléfono o tarjeta.",
            "Te pedimos una tarjeta al iniciar la prueba, pero no te cobramos durante ella. Tres días antes de que termine te recordamos por correo la fecha y el importe del primer cobro.",
            "Si cancelas antes de que termine la prueba, no se te cobra nada. Si no cancelas, al terminar se cobra el primer periodo y la membresía se renueva.",
          ],
        },
        { subheading: "Cobro y renovación" },
        "La membresía se cobra por adelantado en cada periodo (mensual o anual, según el plan) y se renueva automáticamente hasta que la canceles. Si un cobro falla, lo reintentamos durante un periodo de gracia de hasta 7 días en el que conservas tus beneficios; si no se logra, la membresía se suspende. Te avisaremos con al menos 30 días de anticipación de cualquier cambio de precio, y podrás cancelar antes de que aplique.",
        { subheading: "Cancelación" },
        {
          list: [
            "Puedes cancelar cuando quieras, sin penalización, desde tu panel de usuario o escribiendo a hola@sobremesa.mx. La cancelación surte efecto al final del periodo ya pagado y conservas los beneficios hasta entonces.",
            "Derecho de revocación: si cancelas dentro de los 5 días hábiles siguientes al primer cobro posterior a la prueba y no has usado beneficios en ese periodo, te devolvemos el importe completo.",
            "Fuera de esos casos, los periodos ya iniciados no se reembolsan de forma proporcional, salvo que la ley disponga otra cosa.",
          ],
        },
        "Los beneficios son personales, se aplican con tu cuenta al reservar o pagar en el lugar y no son acumulables con otras promociones salvo que el lugar lo indique. Un lugar puede dejar de participar; te lo mostraremos en su página.",
      ],
    },
    {
      id: "uso-del-servicio",
      heading: "Uso del servicio, reseñas y encuestas",
      blocks: [
        "Usa Sobremesa de buena fe. No está permitido hacer reservaciones falsas o masivas, automatizar reservaciones o compras, revender mesas o boletos, interferir con la seguridad del sitio ni copiar su contenido de forma sistemática.",
        "Las reseñas y respuestas a encuestas deben basarse en una visita real y ser respetuosas. Podemos moderar o retirar contenido ofensivo, falso o ajeno a la experiencia. Al publicarlo nos autorizas a mostrarlo en Sobremesa sin costo.",
      ],
    },
    {
      id: "propiedad-intelectual",
      heading: "Propiedad intelectual",
      blocks: [
        "La marca Sobremesa, el diseño del sitio, su código y sus contenidos propios nos pertenecen o tenemos licencia para usarlos. Las marcas, fotos y menús de los lugares pertenecen a cada lugar. No puedes usarlos sin autorización, salvo para tu uso personal del servicio.",
      ],
    },
    {
      id: "responsabilidad",
      heading: "Responsabilidad",
      blocks: [
        "Respondemos por el funcionamiento de la plataforma, por gestionar correctamente tus reservaciones, compras y membresía, y por los productos que vendemos en la tienda.",
        "Los lugares y organizadores responden por la comida, las bebidas, la atención, la seguridad de sus instalaciones y la experiencia que ofrecen. Si tienes un problema con ellos, avísanos: te ayudaremos a resolverlo y, cuando proceda, a obtener el reembolso de lo que pagaste por Sobremesa.",
        "Hacemos lo posible por que el servicio esté disponible y sin errores, pero puede interrumpirse por mantenimiento o causas ajenas a nosotros. No respondemos por daños indirectos ni por causas de fuerza mayor. Nada en estos términos limita los derechos que te reconocen las leyes de protección al consumidor de tu país.",
      ],
    },
    {
      id: "cambios",
      heading: "Cambios a estos términos",
      blocks: [
        "Podemos actualizar estos términos. Publicaremos la versión vigente en esta página con su fecha de última actualización y te avisaremos por correo de los cambios importantes con al menos 15 días de anticipación. Las reservaciones, compras y periodos de membresía ya pagados se rigen por los términos vigentes cuando los contrataste.",
      ],
    },
    {
      id: "ley-aplicable",
      heading: "Ley aplicable y quejas",
      blocks: [
        "Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Para cualquier controversia, las partes se someten a los tribunales de la Ciudad de México, salvo que la ley de protección al consumidor te permita acudir a los de tu domicilio.",
        "Antes de reclamar, escríbenos a hola@sobremesa.mx: respondemos en un máximo de 5 días hábiles. En México puedes acudir a la Procuraduría Federal del Consumidor (PROFECO); en Colombia, a la Superintendencia de Industria y Comercio conforme a la Ley 1480 de 2011; y en Costa Rica, a la Comisión Nacional del Consumidor conforme a la Ley 7472. Si usas Sobremesa desde Colombia o Costa Rica, se aplican además las normas de protección al consumidor de tu país que no puedan excluirse por contrato.",
      ],
    },
  ],
};
