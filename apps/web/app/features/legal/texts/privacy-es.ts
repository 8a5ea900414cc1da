import type { LegalDocument } from "../legal-document";

/** Aviso de privacidad integral (LFPDPPP), con lo que añaden Colombia (Ley 1581) y Costa Rica (Ley 8968). */
export const privacyEs: LegalDocument = {
  title: "Aviso de privacidad",
  description:
    "Cómo Sobremesa Tecnologías trata tus datos personales al reservar, comprar planes, usar la tienda y la membresía: finalidades, transferencias, derechos ARCO, cookies y cambios.",
  updated: "2026-11-20",
  intro: [
    "Este aviso de privacidad integral explica qué datos personales trata Sobremesa cuando usas el sitio, la aplicación y sus servicios: reservaciones en restaurantes, bares y antros, compra de planes que hacer, la tienda en línea, la membresía (Premium, Premium B y Plus) y la atención de nuestro equipo de concierge, en México, Colombia y Costa Rica.",
    "Lo emitimos conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y su normativa (en adelante, la «Ley»). Si usas Sobremesa desde Colombia o Costa Rica, la sección 10 te explica lo que sus leyes añaden.",
  ],
  sections: [
    {
      id: "responsable",
      heading: "Identidad y domicilio del responsable",
      blocks: [
        "Sobremesa Tecnologías, S.A.P.I. de C.V. («Sobremesa», «nosotros») es la responsable del tratamiento de tus datos personales.",
        "Domicilio: Calle Río Pánuco 147, piso 4, colonia Cuauhtémoc, alcaldía Cuauhtémoc, C.P. 06500, Ciudad de México, México.",
        "Departamento de Privacidad: privacidad@sobremesa.mx. Es el área que atiende tus solicitudes y dudas sobre este aviso.",
      ],
    },
    {
      id: "datos-que-recabamos",
      heading: "Datos personales que recabamos",
      blocks: [
        "Recabamos datos directamente de ti (cuando creas una cuenta, reservas, compras o nos escribes), de forma automática cuando usas el sitio, y de terceros autorizados como los procesadores de pago. Según el servicio que uses, tratamos:",
        {
          list: [
            "Identificación y contacto: nombre, apellidos, correo electrónico, teléfono con su lada y el idioma que prefieres.",
            "Cuenta: contraseña (guardada solo como huella cifrada, nunca en texto), códigos de verificación, sesiones y preferencias.",
            "Reservaciones: lugar, fecha, hora, número de personas, zona, ocasión y las notas que escribas; el historial de asistencia, cambios, cancelaciones y no presentaciones.",
            "Compras de planes que hacer y de la tienda: productos o boletos, importes, dirección de envío, datos de facturación (RFC en México, NIT o cédula en Colombia, cédula en Costa Rica) y el estado de tus pedidos.",
            "Pagos: marca de la tarjeta, últimos cuatro dígitos, vencimiento y el identificador que nos da el procesador de pagos. Nunca recibimos ni guardamos el número completo de tu tarjeta ni su código de seguridad.",
            "Membresía: plan, fechas de alta, de prueba gratuita y de renovación, facturas, cupones y el motivo de cancelación si decides compartirlo.",
            "Ubicación: la ciudad o colonia que eliges y, solo si lo permites en tu navegador, tu ubicación aproximada para mostrarte lugares cercanos; también la ubicación aproximada que se deduce de tu dirección IP.",
            "Datos técnicos: dirección IP, tipo de dispositivo y navegador, páginas visitadas, fecha y hora de las visitas e identificadores de las cookies descritas en la sección 9.",
            "Solicitudes de concierge y de alianzas: ocasión, fecha, número de personas, presupuesto, ciudad y tu mensaje; si representas a una cadena, la empresa, el número de sucursales y los países donde opera.",
            "Encuestas de satisfacción y reseñas: tus calificaciones, comentarios y respuestas sobre accesibilidad, estacionamiento o si el lugar es apto para familias.",
          ],
        },
        { subheading: "Datos sensibles" },
        "No te pedimos datos personales sensibles. Si en la nota de una reservación nos cuentas de una alergia, una condición de salud o una necesidad de accesibilidad, la usaremos solo para comunicarla al lugar que reservaste; al escribirla nos das tu consentimiento expreso para ello, y puedes borrarla cuando quieras desde tu reservación.",
        { subheading: "Menores de edad" },
        "Sobremesa está dirigida a personas mayores de 18 años. No recabamos a sabiendas datos de menores; si detectamos que una cuenta pertenece a un menor, la cancelamos y borramos sus datos.",
      ],
    },
    {
      id: "finalidades-primarias",
      heading: "Finalidades primarias",
      blocks: [
        "Tratamos tus datos para las siguientes finalidades, que son necesarias para darte el servicio que pides:",
        {
          list: [
            "Crear y administrar tu cuenta, verificar tu correo o teléfono y mantener tu sesión segura.",
            "Hacer, confirmar, modificar y cancelar tus reservaciones, y compartir con el lugar los datos que necesita para recibirte.",
            "Aplicar las políticas de cada lugar, incluidos depósitos y las reglas de no presentación.",
            "Procesar la compra de planes que hacer y de productos de la tienda: cobro, envío, entrega, devoluciones y facturación.",
            "Dar de alta, cobrar, renovar y cancelar tu membresía, incluida la prueba gratuita de 30 días, y aplicar sus beneficios en los lugares participantes.",
            "Enviarte mensajes de servicio por correo, SMS o WhatsApp: códigos, confirmaciones, recordatorios, cambios y avisos sobre tus compras o tu membresía.",
            "Atender tus solicitudes de concierge o de alianza, y responder tus dudas, quejas y aclaraciones.",
            "Prevenir fraudes, abusos y accesos no autorizados, y limitar intentos repetidos.",
            "Cumplir obligaciones legales, fiscales y requerimientos de autoridades competentes.",
          ],
        },
      ],
    },
    {
      id: "finalidades-secundarias",
      heading: "Finalidades secundarias y cómo negarte",
      blocks: [
        "Con tu consentimiento, también usamos tus datos para finalidades que no son necesarias para el servicio, pero que nos ayudan a darte una mejor atención:",
        {
          list: [
            "Enviarte novedades, recomendaciones, promociones y ofertas de Sobremesa y de los lugares participantes.",
            "Personalizar las sugerencias de lugares y planes según tus reservaciones y búsquedas.",
            "Invitarte a encuestas y estudios de mercado, y elaborar estadísticas sobre el uso del servicio.",
          ],
        },
        "Puedes negarte a estas finalidades en cualquier momento, sin que eso afecte las finalidades primarias ni los servicios que contrataste:",
        {
          list: [
            "Desactivando la opción de comunicaciones comerciales en tu panel de usuario.",
            "Usando el enlace para darte de baja que incluye cada correo promocional.",
            "Escribiendo a privacidad@sobremesa.mx con el asunto «Negativa a finalidades secundarias».",
          ],
        },
        "Si aún no nos has dado tus datos y no quieres que se usen para estas finalidades, puedes indicarlo al crear tu cuenta (la casilla de comunicaciones comerciales está desmarcada por omisión) o en los cinco días hábiles siguientes, por los medios de arriba.",
      ],
    },
    {
      id: "transferencias",
      heading: "Transferencias y remisiones de datos",
      blocks: [
        "Compartimos tus datos, sin necesidad de tu consentimiento porque son necesarias para cumplir el servicio que pediste o porque la Ley lo permite, con:",
        {
          list: [
            "Los restaurantes, bares y antros donde reservas: nombre, teléfono, correo, número de personas, ocasión y notas, para recibirte y gestionar tu reservación.",
            "Los organizadores de los planes que hacer que compras: nombre y datos del boleto, para darte acceso.",
            "Las empresas de mensajería que entregan tus pedidos de la tienda: nombre, teléfono y dirección de envío.",
            "Las autoridades competentes, cuando lo exija una ley o una orden fundada y motivada.",
            "Las sociedades de nuestro mismo grupo que operan Sobremesa en Colombia y Costa Rica, que siguen este mismo aviso.",
          ],
        },
        "No vendemos tus datos. Si alguna vez quisiéramos transferirlos a terceros para fines comerciales, solo lo haríamos con tu consentimiento expreso, que te pediríamos aparte.",
        "También los remitimos a proveedores que los tratan por nuestra cuenta y bajo nuestras instrucciones (encargados): alojamiento y bases de datos en la nube, procesadores de pago, envío de correos, SMS y WhatsApp, y atención al cliente. Estos proveedores están obligados por contrato a proteger tus datos y a no usarlos para fines propios. Algunos pueden estar fuera de tu país; en ese caso exigimos el mismo nivel de protección que la Ley.",
      ],
    },
    {
      id: "derechos-arco",
      heading: "Derechos ARCO: acceso, rectificación, cancelación y oposición",
      blocks: [
        "Tienes derecho a conocer qué datos tenemos y cómo los usamos (acceso), a corregirlos si son inexactos o están incompletos (rectificación), a pedir que los eliminemos cuando ya no sean necesarios (cancelación) y a oponerte a su uso para fines específicos (oposición).",
        { subheading: "Cómo ejercerlos" },
        "Envía tu solicitud a privacidad@sobremesa.mx o entrégala en nuestro domicilio. La solicitud debe incluir:",
        {
          list: [
            "Tu nombre y un correo u otro medio para comunicarte la respuesta.",
            "Una copia de una identificación oficial (o, si actúas en nombre de otra persona, la de su representante y el documento que acredite la representación).",
            "La descripción clara del derecho que quieres ejercer y de los datos de que se trata.",
            "Para rectificación, el dato correcto y, si aplica, el documento que lo respalde.",
            "Cualquier otro elemento que nos ayude a localizar tus datos, como el correo de tu cuenta o el código de una reservación.",
          ],
        },
        "Muchos datos de tu cuenta los puedes consultar y corregir tú mismo en el panel de usuario, donde también puedes eliminar tu cuenta.",
        { subheading: "Plazos" },
        "Te comunicaremos nuestra respuesta en un máximo de 20 días hábiles a partir de que recibamos tu solicitud completa; si procede, la haremos efectiva en los 15 días hábiles siguientes. Estos plazos pueden ampliarse una sola vez por un periodo igual cuando las circunstancias lo justifiquen, y te lo avisaremos. Si tu solicitud está incompleta, te pediremos la información faltante en los cinco días hábiles siguientes y tendrás diez días hábiles para enviarla.",
        "El ejercicio de estos derechos es gratuito; solo podríamos cobrarte los gastos de envío o de reproducción de copias. Cuando la cancelación proceda, bloquearemos tus datos durante el plazo que exija la ley antes de suprimirlos; los que debamos conservar por obligaciones fiscales o contables se mantendrán solo para ese fin.",
        "Si no estás conforme con nuestra respuesta, puedes acudir ante la autoridad garante de la protección de datos personales en México.",
      ],
    },
    {
      id: "revocacion",
      heading: "Revocación del consentimiento y límites al uso",
      blocks: [
        "Puedes revocar el consentimiento que nos diste para tratar tus datos escribiendo a privacidad@sobremesa.mx, con los mismos requisitos y plazos que una solicitud ARCO. Ten en cuenta que no siempre podremos atenderla de inmediato si una obligación legal nos exige conservar ciertos datos, y que revocar el consentimiento para finalidades primarias puede impedirnos seguir dándote el servicio (por ejemplo, mantener tu cuenta o tu membresía).",
        "Para limitar el uso o la divulgación de tus datos, además de los medios de la sección 4, puedes pedir que te incluyamos en nuestra lista interna de exclusión para no recibir publicidad, e inscribirte en el Registro Público para Evitar Publicidad de la Procuraduría Federal del Consumidor.",
      ],
    },
    {
      id: "seguridad-y-conservacion",
      heading: "Seguridad y conservación",
      blocks: [
        "Protegemos tus datos con medidas administrativas, técnicas y físicas: conexiones cifradas, contraseñas guardadas como huellas resistentes, sesiones en cookies inaccesibles para el código de la página, accesos limitados al personal que los necesita y registros de actividad.",
        "Conservamos tus datos mientras tengas una cuenta o una relación con nosotros y, después, solo el tiempo que exijan las leyes fiscales, mercantiles y de protección al consumidor. Al eliminar tu cuenta borramos tus datos personales; las reservaciones pasadas se conservan para la historia del lugar sin datos que te identifiquen.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies y tecnologías similares",
      blocks: [
        "Usamos cookies y almacenamiento local del navegador, propios y estrictamente necesarios o de preferencias:",
        {
          list: [
            "Sesión (rs_s_t): mantiene tu sesión iniciada; es inaccesible para el código de la página y dura hasta 30 días o hasta que cierras sesión.",
            "Idioma (locale): recuerda si prefieres español o inglés durante 365 días.",
            "Almacenamiento local: tu perfil público, si aceptaste compartir tu ubicación (vence al mes), el catálogo de países y avisos que ya cerraste.",
          ],
        },
        "No usamos cookies de publicidad de terceros. Con estas tecnologías obtenemos datos técnicos como tu dirección IP, el navegador y las páginas que visitas, que usamos para que el sitio funcione, recordar tus preferencias y mantenerlo seguro.",
        "Puedes borrar o bloquear las cookies desde la configuración de tu navegador; si bloqueas la de sesión no podrás iniciar sesión. Si en el futuro usamos cookies de análisis o publicidad, actualizaremos este aviso y te pediremos tu consentimiento cuando la ley lo exija.",
      ],
    },
    {
      id: "colombia-y-costa-rica",
      heading: "Si usas Sobremesa en Colombia o Costa Rica",
      blocks: [
        { subheading: "Colombia" },
        "Si resides en Colombia, tratamos tus datos conforme a la Ley 1581 de 2012 y al Decreto 1074 de 2015, con tu autorización previa, expresa e informada, que nos das al aceptar este aviso. Tienes derecho a conocer, actualizar y rectificar tus datos; a solicitar prueba de la autorización; a ser informado del uso que les damos; a revocar la autorización o pedir la supresión de tus datos cuando no se respeten los principios y garantías legales; a acceder gratuitamente a ellos, y a presentar quejas ante la Superintendencia de Industria y Comercio.",
        "Atendemos las consultas en un máximo de 10 días hábiles (prorrogables 5 más) y los reclamos en un máximo de 15 días hábiles (prorrogables 8 más), por los mismos medios de la sección 6.",
        { subheading: "Costa Rica" },
        "Si resides en Costa Rica, tratamos tus datos conforme a la Ley 8968, de Protección de la Persona frente al Tratamiento de sus Datos Personales, y su reglamento, con tu consentimiento informado. Puedes ejercer tus derechos de acceso, rectificación y supresión por los medios de la sección 6; los resolveremos en el plazo de cinco días hábiles que prevé esa ley. Puedes acudir a la Agencia de Protección de Datos de los Habitantes (PRODHAB).",
      ],
    },
    {
      id: "cambios",
      heading: "Cambios a este aviso",
      blocks: [
        "Podemos modificar este aviso por cambios en la ley, en nuestros servicios o en nuestras prácticas. Publicaremos la versión vigente en esta página con su fecha de última actualización, y te avisaremos por correo o con un aviso visible en el sitio antes de que entre en vigor cualquier cambio importante, en especial si cambian las finalidades o las transferencias.",
        "Al seguir usando Sobremesa después de la fecha de actualización, entendemos que conoces la nueva versión; si no estás de acuerdo, puedes ejercer tus derechos o eliminar tu cuenta.",
      ],
    },
  ],
};
